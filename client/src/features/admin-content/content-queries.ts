/** Loader and component must ask for exactly this, or the loader's data is not the data shown. */
export const allLandingImagesInput = { per_page: 0 } as const;
