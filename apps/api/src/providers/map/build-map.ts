import type { MapConfig } from '../../config.ts';
import type { MapProvider } from './map-provider.ts';
import { createNaverStaticMap } from './naver-static-map.ts';
import { createSandboxMap } from './sandbox-map.ts';

/** The configured map (MAP_PROVIDER): NAVER Static Map, the sandbox's drawn map, or none (`off`). */
export function buildMap(config: MapConfig): MapProvider | null {
  if (config.provider === 'off') return null;
  if (config.provider === 'naver') return createNaverStaticMap(config);
  return createSandboxMap();
}
