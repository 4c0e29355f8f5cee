import { useEffect, useState } from 'react';
import type { ApiClient } from '../../../core/api/client';
import type { Banner } from '../../../core/api/contract';
import { useEngine } from '../../../core/engine-context';
import { BannerPicture } from '../../../core/media/BannerPicture';

type BannerGroup = 'w_login' | 'w_reg';

/** Each group's answer, kept for the page's life: a dialog opened again shows its banner at once. */
const answered = new Map<BannerGroup, Banner | null>();
const asking = new Map<BannerGroup, Promise<Banner | null>>();

function askBanner(api: ApiClient, group: BannerGroup): Promise<Banner | null> {
  let request = asking.get(group);
  if (!request) {
    request = api.get<Banner[]>('system/banners', { params: { group } }).then(
      (banners) => {
        const banner = banners[0] ?? null;
        answered.set(group, banner);
        return banner;
      },
      () => {
        // A missing promo banner leaves the dialog without one; the next opening asks again.
        asking.delete(group);
        return null;
      },
    );
    asking.set(group, request);
  }
  return request;
}

/**
 * The promo banner of the login (w_login) or register (w_reg) dialog, when the group has one.
 * Until the platform answers, the banner's box is held by a placeholder of the same size: a banner
 * arriving late must not push the form down under the player's pointer (or a test's click).
 */
export function DialogBanner({ group }: { group: BannerGroup }) {
  const { api } = useEngine();
  const [banner, setBanner] = useState<Banner | null | undefined>(() => answered.get(group));
  useEffect(() => {
    if (answered.has(group)) return undefined;
    let live = true;
    void askBanner(api, group).then((answer) => {
      if (live) setBanner(answer);
    });
    return () => {
      live = false;
    };
  }, [api, group]);
  if (banner === null) return null;
  return (
    <div className="dialog-banner" aria-hidden="true">
      {/* Eager: the dialog was just opened, its banner is on screen (lazy ones wait for the start-up to settle). */}
      {banner ? <BannerPicture banner={banner} alt="" eager /> : <div className="dialog-banner__placeholder skeleton" />}
    </div>
  );
}
