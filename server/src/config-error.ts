/** A configuration value an operator must fix; its message says what is wrong and how it should look. */
export class ConfigError extends Error {}
