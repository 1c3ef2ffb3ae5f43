/** The electronic bill subscription's failure texts (spec 2 §8), told by the screen and by the gateway alike. */

export const SUBSCRIPTION_LOAD_ERROR = 'Existió un error, por favor reintente más tarde';
export const SUBSCRIPTION_SAVE_ERROR = 'Ha ocurrido un error al intentar actualizar los datos, inténtelo más tarde.';
