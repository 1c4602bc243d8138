// Written by `npm run i18n` from the Danish catalogue (da.po): every message id the site may ask for.
export type MessageId =
  | 'content.inDanish'
  | 'language.suggestion'
  | 'language.suggestionLink'
  | 'language.switch'
  | 'language.switchLabel'
  | 'layout.skipToContent'
  | 'nav.about'
  | 'nav.admin'
  | 'nav.artists'
  | 'nav.events'
  | 'nav.login'
  | 'nav.main';
