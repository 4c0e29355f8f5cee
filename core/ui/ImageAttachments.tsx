import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useT } from '../i18n/i18n';
import {
  DEFAULT_MAX_IMAGE_BYTES,
  DEFAULT_MAX_IMAGES,
  formatFileSize,
  formatMegabytes,
  IMAGE_TYPES,
  releasePreview,
  screenImages,
  type AttachedImage,
  type Refusal,
} from './image-attachments';
import './image-attachments.css';

export interface ImageAttachmentsProps {
  value: readonly AttachedImage[];
  onChange: (images: AttachedImage[]) => void;
  /** The group's visible label, e.g. "Imagens (opcional)". */
  label: string;
  maxFiles?: number;
  maxBytes?: number;
  disabled?: boolean;
}

/**
 * An accessible picker for up to `maxFiles` PNG or JPG images of at most `maxBytes` each, with
 * previews and a remove button per image. Files are checked when picked (count, size, first
 * bytes), so a refused file never reaches an upload; the reasons are read out in a live region.
 */
export function ImageAttachments({
  value,
  onChange,
  label,
  maxFiles = DEFAULT_MAX_IMAGES,
  maxBytes = DEFAULT_MAX_IMAGE_BYTES,
  disabled,
}: ImageAttachmentsProps) {
  const t = useT();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [checking, setChecking] = useState(false);
  const latest = useRef(value);
  latest.current = value;

  // The previews' object URLs are released with the component.
  useEffect(() => () => latest.current.forEach(releasePreview), []);

  const full = value.length >= maxFiles;
  const maxMb = formatMegabytes(maxBytes);

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Cleared so picking the same file again after removing it fires a change.
    event.target.value = '';
    if (files.length === 0) return;
    setChecking(true);
    try {
      const { accepted, refused } = await screenImages(files, latest.current.length, maxFiles, maxBytes);
      setRefusals(refused);
      if (accepted.length) onChange([...latest.current, ...accepted]);
    } finally {
      setChecking(false);
    }
  }

  function remove(image: AttachedImage) {
    releasePreview(image);
    setRefusals([]);
    onChange(value.filter((candidate) => candidate.id !== image.id));
    inputRef.current?.focus();
  }

  const fileSize = (bytes: number) => {
    const { key, size } = formatFileSize(bytes);
    return t(`core:attachments.${key}`, { size });
  };

  const refusalText = (refusal: Refusal) =>
    refusal.reason === 'tooMany'
      ? t('core:attachments.tooMany', { name: refusal.name, max: maxFiles })
      : refusal.reason === 'tooLarge'
        ? t('core:attachments.tooLarge', { name: refusal.name, size: formatMegabytes(refusal.size), max: maxMb })
        : t('core:attachments.notImage', { name: refusal.name });

  return (
    <fieldset className="attachments" disabled={disabled}>
      <legend className="attachments__label">{label}</legend>
      <p id={`${id}-hint`} className="attachments__hint">
        {t('core:attachments.hint', { max: maxFiles, size: maxMb })}
      </p>
      {value.length > 0 ? (
        <ul className="attachments__list" aria-label={t('core:attachments.listLabel', { count: value.length, max: maxFiles })}>
          {value.map((image) => (
            <li key={image.id} className="attachments__item">
              {image.previewUrl ? (
                <img
                  className="attachments__preview"
                  src={image.previewUrl}
                  alt={t('core:attachments.preview', { name: image.file.name })}
                  width={88}
                  height={88}
                />
              ) : (
                <span className="attachments__preview attachments__preview--none" aria-hidden="true" />
              )}
              <span className="attachments__name" title={image.file.name}>
                {image.file.name}
              </span>
              <span className="attachments__size">{fileSize(image.file.size)}</span>
              <button
                type="button"
                className="attachments__remove"
                onClick={() => remove(image)}
                aria-label={t('core:attachments.remove', { name: image.file.name })}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="attachments__actions">
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="attachments__input visually-hidden"
          type="file"
          accept={`${IMAGE_TYPES.join(',')},.png,.jpg,.jpeg`}
          multiple
          // Full: the picker stays focusable so the count can be read, but refuses the click.
          aria-disabled={full || undefined}
          aria-describedby={`${id}-hint ${id}-count`}
          onClick={(event) => {
            if (full) event.preventDefault();
          }}
          onChange={(event) => void onPick(event)}
        />
        <label htmlFor={`${id}-input`} className={`btn btn--ghost attachments__add${full ? ' attachments__add--full' : ''}`}>
          <span aria-hidden="true" className="attachments__plus">
            +
          </span>
          {t('core:attachments.add')}
        </label>
        <span id={`${id}-count`} className="attachments__count">
          {checking ? t('core:attachments.checking') : t('core:attachments.count', { count: value.length, max: maxFiles })}
        </span>
      </div>
      <div className="attachments__errors" role="alert">
        {refusals.length > 0 ? (
          <ul>
            {refusals.map((refusal, index) => (
              <li key={`${refusal.name}-${index}`}>{refusalText(refusal)}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </fieldset>
  );
}
