import { DomainError } from '@mall/domain';
import { MAP_SIZES, type MapPlace, type MapProvider, type MapSize } from './map-provider.ts';

/** The part of `fetch` the adapter uses (tests pass their own). */
export type MapFetch = (
  url: string,
  init: { headers: Record<string, string>; signal: AbortSignal }
) => Promise<{
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  arrayBuffer(): Promise<ArrayBuffer>;
}>;

export type NaverMapConfig = { apiUrl: string; clientId: string; clientSecret: string };

/**
 * NAVER Cloud Static Map (`GET /map-static/v2/raster`, ID-KEY authentication: X-NCP-APIGW-API-KEY-ID and
 * X-NCP-APIGW-API-KEY headers; `center=<lng>,<lat>`, `level` 0–20, `w`/`h` ≤ 1024, `markers=type:d|size:mid|pos:<lng>
 * <lat>`). The key stays on the server: our route fetches the PNG and serves it. "Open the map" is Kakao Map's
 * documented link URL (`https://map.kakao.com/link/map/<name>,<lat>,<lng>`), which needs no key.
 */
export function createNaverStaticMap(config: NaverMapConfig, send: MapFetch = fetch): MapProvider {
  return {
    name: 'naver',
    async picture(place: MapPlace, size: MapSize) {
      const { w, h } = MAP_SIZES[size];
      const query = new URLSearchParams({
        w: String(w),
        h: String(h),
        center: `${place.lng},${place.lat}`,
        level: '16',
        format: 'png',
        markers: `type:d|size:mid|pos:${place.lng} ${place.lat}`
      });
      const answer = await send(`${config.apiUrl}?${query.toString()}`, {
        headers: { 'X-NCP-APIGW-API-KEY-ID': config.clientId, 'X-NCP-APIGW-API-KEY': config.clientSecret },
        signal: AbortSignal.timeout(10_000)
      });
      if (!answer.ok)
        throw new DomainError('SERVICE_UNAVAILABLE', { provider: 'map', status: answer.status });
      return {
        bytes: Buffer.from(await answer.arrayBuffer()),
        contentType: answer.headers.get('content-type') ?? 'image/png'
      };
    },
    openUrl: (place) =>
      `https://map.kakao.com/link/map/${encodeURIComponent(place.name.replace(/,/g, ' '))},${place.lat},${place.lng}`
  };
}
