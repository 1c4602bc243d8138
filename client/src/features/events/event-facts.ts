/** The artists of an event in running order, each once. */
export function eventArtists<Artist extends { id: number }>(event: { concerts: { artist: Artist }[] }): Artist[] {
  return [...new Map(event.concerts.map((concert) => [concert.artist.id, concert.artist])).values()];
}
