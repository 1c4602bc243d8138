/** Text for HTML made by hand (mails, the embedded programme): safe in content and in quoted attributes alike. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
