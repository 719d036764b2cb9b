// Localized SEO title and description of every page (explicit ids so the server can render them from the
// compiled catalogs too; see shared/page-keys.ts). Used for document.title on client-side navigation.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PageKey } from '../../../shared/page-keys.ts';

export const PAGE_META: Record<PageKey, { title: MessageDescriptor; description: MessageDescriptor }> = {
  index: {
    title: msg({ id: 'pages.index.seo.title', message: 'Free Online Notepad' }),
    description: msg({
      id: 'pages.index.seo.description',
      message: 'A free online notepad – No account needed. Create, save, and share notes instantly.',
    }),
  },
  note: {
    title: msg({ id: 'pages.note.seo.title', message: 'Shared note' }),
    description: msg({ id: 'pages.note.seo.description', message: 'A note shared with a free online notepad.' }),
  },
  print: {
    title: msg({ id: 'pages.print.seo.title', message: 'Print note' }),
    description: msg({ id: 'pages.print.seo.description', message: 'A printable view of a shared note.' }),
  },
  edit: {
    title: msg({ id: 'pages.edit.seo.title', message: 'Open edit link' }),
    description: msg({ id: 'pages.edit.seo.description', message: 'Opening a note you can edit.' }),
  },
  share: {
    title: msg({ id: 'pages.share.seo.title', message: 'Share note' }),
    description: msg({ id: 'pages.share.seo.description', message: 'Share a note by link or QR code.' }),
  },
  api: {
    title: msg({ id: 'pages.api.seo.title', message: 'For scripts' }),
    description: msg({ id: 'pages.api.seo.description', message: 'Create, read, replace and delete notes from a terminal with curl.' }),
  },
  about: {
    title: msg({ id: 'pages.about.seo.title', message: 'About' }),
    description: msg({ id: 'pages.about.seo.description', message: 'Who makes this free online notepad and why.' }),
  },
  contact: {
    title: msg({ id: 'pages.contact.seo.title', message: 'Contact' }),
    description: msg({ id: 'pages.contact.seo.description', message: 'How to reach the team behind the notepad.' }),
  },
  terms: {
    title: msg({ id: 'pages.terms.seo.title', message: 'Terms of Service' }),
    description: msg({ id: 'pages.terms.seo.description', message: 'The rules for using the notepad.' }),
  },
  privacy: {
    title: msg({ id: 'pages.privacy.seo.title', message: 'Privacy Policy' }),
    description: msg({ id: 'pages.privacy.seo.description', message: 'What the notepad stores about you, and what it never does.' }),
  },
  abuse: {
    title: msg({ id: 'pages.abuse.seo.title', message: 'Report Abuse' }),
    description: msg({ id: 'pages.abuse.seo.description', message: 'How to report a note that breaks the rules.' }),
  },
  features: {
    title: msg({ id: 'pages.features.seo.title', message: 'Features' }),
    description: msg({
      id: 'pages.features.seo.description',
      message: 'Offline writing, share links, passwords, expiry and more – all free.',
    }),
  },
  changelog: {
    title: msg({ id: 'pages.changelog.seo.title', message: 'Changelog' }),
    description: msg({ id: 'pages.changelog.seo.description', message: 'What is new in the notepad.' }),
  },
  signin: {
    title: msg({ id: 'pages.signin.seo.title', message: 'Sign In' }),
    description: msg({ id: 'pages.signin.seo.description', message: 'Sign in to keep your notes in one list.' }),
  },
  wordCounter: {
    title: msg({ id: 'pages.wordCounter.seo.title', message: 'Word Counter' }),
    description: msg({
      id: 'pages.wordCounter.seo.description',
      message: 'Free word counter: words, characters, sentences, paragraphs, reading time and keywords, live as you type.',
    }),
  },
  characterCounter: {
    title: msg({ id: 'pages.characterCounter.seo.title', message: 'Character Counter' }),
    description: msg({
      id: 'pages.characterCounter.seo.description',
      message: 'Free character counter with limits for X posts, meta titles, meta descriptions and SMS.',
    }),
  },
  notFound: {
    title: msg({ id: 'pages.notFound.seo.title', message: 'Page Not Found' }),
    description: msg({ id: 'pages.notFound.seo.description', message: 'This page does not exist.' }),
  },
};
