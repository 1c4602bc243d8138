/**
 * "1 vagt", "2 vagter", "1.500 modtagere", "1,5 timer": a count with its noun in the number Danish
 * gives it, everywhere a count is shown (the screens, the mails, the server's messages).
 */
export const countText = (count: number, one: string, many: string) => `${count.toLocaleString('da-DK')} ${count === 1 ? one : many}`;
