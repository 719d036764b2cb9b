// The releases of CHANGELOG.md, parsed at build time by the `jotter-changelog` plugin in vite.config.ts.
declare module 'virtual:changelog' {
  // An ambient module cannot `import` by relative path; an import() type is the only way to name Release here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const releases: import('../../shared/changelog.ts').Release[];
  export default releases;
}
