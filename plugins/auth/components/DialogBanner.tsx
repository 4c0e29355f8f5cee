import { useEffect, useState } from 'react';
import type { Banner } from '../../../core/api/contract';
import { useEngine } from '../../../core/engine-context';

/** The promo banner of the login (w_login) or register (w_reg) dialog, when the group has one. */
export function DialogBanner({ group }: { group: 'w_login' | 'w_reg' }) {
  const { api } = useEngine();
  const [banner, setBanner] = useState<Banner | null>(null);
  useEffect(() => {
    let live = true;
    api.get<Banner[]>('system/banners', { params: { group } }).then(
      (banners) => {
        if (live) setBanner(banners[0] ?? null);
      },
      () => {
        // A missing promo banner leaves the dialog as it is.
      },
    );
    return () => {
      live = false;
    };
  }, [api, group]);
  if (!banner) return null;
  return (
    <div className="dialog-banner" aria-hidden="true">
      <img src={banner.url} alt="" width={960} height={280} loading="lazy" />
    </div>
  );
}
