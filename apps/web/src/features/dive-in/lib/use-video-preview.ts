import { useEffect, useState } from 'react';

/**
 * A local preview of a chosen file: an object URL made when the file is chosen and revoked when it is replaced or
 * the form goes away (an effect, so React's double mount in development revokes and makes it again).
 */
export function useVideoPreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [file]);
  return url;
}
