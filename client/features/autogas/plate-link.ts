/** A path of the autogas area for one plate: the tabs read it from `?patente=`. */
export const withPatent = (path: string, patent: string) => `${path}?patente=${encodeURIComponent(patent)}`;
