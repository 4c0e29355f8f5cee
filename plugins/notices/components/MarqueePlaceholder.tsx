import { MegaphoneIcon } from './MegaphoneIcon';
import '../notices.css';

/**
 * Stands in for the marquee while the first screen paints: the same box (icon, strip, the pause
 * control's room), so nothing in the header moves when the titles arrive. Nothing to read yet.
 */
export default function MarqueePlaceholder() {
  return (
    <div className="notice-marquee notice-marquee--placeholder" aria-hidden="true">
      <span className="notice-marquee__icon">
        <MegaphoneIcon />
      </span>
      <span className="notice-marquee__viewport" />
      <span className="notice-marquee__toggle" />
    </div>
  );
}
