import { ECC } from '../../../api/bases.ts';
import { ApiError } from '../../../api/http.ts';
import { useHttpErrorHandler } from '../../../api/useHttpErrorHandler.ts';
import { useAuth } from '../../../auth/AuthContext.ts';

function offer(fileName: string, xml: string) {
  const url = URL.createObjectURL(new Blob([xml], { type: 'application/cap+xml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** Downloads the CAP 1.2 message of a published version (a file, since the call needs the bearer token). */
export function useCapDownload(): (eventId: number, version: number) => Promise<void> {
  const { accessToken } = useAuth();
  const handleError = useHttpErrorHandler();
  return async (eventId, version) => {
    try {
      const token = await accessToken();
      const response = await fetch(`${ECC}/events/${eventId}/cap?version=${version}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) throw new ApiError(response.status, null);
      offer(`event-${eventId}-v${version}.cap.xml`, await response.text());
    } catch (error) {
      await handleError(error);
    }
  };
}
