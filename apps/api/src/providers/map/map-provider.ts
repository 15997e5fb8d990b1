/** A place to show on a map: WGS84 coordinates and the name the marker and the map link carry. */
export type MapPlace = { lat: number; lng: number; name: string };

/** A drawn map picture: its bytes and type, served by our own server (the browser reaches no map host for it). */
export type MapPicture = { bytes: Buffer; contentType: string };

/** The picture sizes the storefront asks for: the page's map and the larger one its "open map" link shows. */
export const MAP_SIZES = { page: { w: 720, h: 420 }, large: { w: 1024, h: 1024 } } as const;
export type MapSize = keyof typeof MAP_SIZES;

/**
 * The map behind the location page (docs/decisions/078): a static picture of a place, and where "open the map"
 * leads. The sandbox draws one itself; the real adapter asks NAVER's Static Map API server-to-server.
 */
export type MapProvider = {
  readonly name: 'sandbox' | 'naver';
  picture(place: MapPlace, size: MapSize): Promise<MapPicture>;
  /** The link a visitor opens for the full map and directions; null: the larger picture on our own server. */
  openUrl(place: MapPlace): string | null;
};
