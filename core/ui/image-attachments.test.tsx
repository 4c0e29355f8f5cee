import { act, useState } from 'react';
import { initI18nForTests } from '../../tests/support/i18n';
import ptCore from '../i18n/pt.json';
import { click, flush, render } from '../../tests/support/render';
import { waitFor } from '../../tests/support/wait-for';
import { ImageAttachments } from './ImageAttachments';
import { sniffImageType, toUploads, type AttachedImage } from './image-attachments';

beforeAll(() => initI18nForTests());

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const pngFile = (name: string, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: 'image/png' });
};
const jpegFile = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], name, { type: 'image/jpeg' });

function Harness({ seen }: { seen: AttachedImage[][] }) {
  const [images, setImages] = useState<AttachedImage[]>([]);
  return (
    <ImageAttachments
      label="Imagens"
      value={images}
      onChange={(next) => {
        seen.push(next);
        setImages(next);
      }}
    />
  );
}

async function pick(container: HTMLElement, files: File[]) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  // The picker checks the files' first bytes (FileReader answers on later tasks) and says so
  // meanwhile: the pick is over once the count is back. A fixed 20 ms wait once ended too early on
  // a loaded CI machine, and the next pick was checked against the count before this one.
  const count = container.querySelector('.attachments__count')!;
  await waitFor(
    () => count.textContent !== ptCore.attachments.checking,
    'the picker to check the images',
    5_000,
    () => flush(5),
  );
}

const names = (container: HTMLElement) => [...container.querySelectorAll('.attachments__name')].map((node) => node.textContent);
const alertText = (container: HTMLElement) => container.querySelector('[role="alert"]')?.textContent ?? '';

describe('ImageAttachments', () => {
  it('is a labelled group with a file input that takes png and jpg and says the limits', () => {
    const view = render(<Harness seen={[]} />);
    const group = view.container.querySelector('fieldset')!;
    expect(group.querySelector('legend')?.textContent).toBe('Imagens');
    const input = group.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toContain('image/png');
    expect(input.accept).toContain('image/jpeg');
    expect(view.container.querySelector(`label[for="${input.id}"]`)?.textContent).toContain('Adicionar imagens');
    expect(view.container.textContent).toContain('PNG ou JPG, até 5 MB cada, no máximo 3 imagens.');
    view.unmount();
  });

  it('adds up to three images and refuses the fourth with a message naming it', async () => {
    const seen: AttachedImage[][] = [];
    const view = render(<Harness seen={seen} />);
    await pick(view.container, [pngFile('um.png'), jpegFile('dois.jpg')]);
    await pick(view.container, [pngFile('tres.png'), pngFile('quatro.png')]);
    expect(names(view.container)).toEqual(['um.png', 'dois.jpg', 'tres.png']);
    expect(alertText(view.container)).toBe('"quatro.png" não foi adicionada: você pode anexar no máximo 3 imagens.');
    expect(view.container.textContent).toContain('3 de 3 imagens');
    view.unmount();
  });

  it('refuses a file over 5 MB and a text file named .png before any upload', async () => {
    const view = render(<Harness seen={[]} />);
    await pick(view.container, [pngFile('grande.png', 6 * 1024 * 1024)]);
    expect(alertText(view.container)).toBe('"grande.png" tem 6 MB. Cada imagem pode ter no máximo 5 MB.');
    await pick(view.container, [new File(['só texto'], 'falso.png', { type: 'image/png' })]);
    expect(alertText(view.container)).toBe('"falso.png" não é uma imagem PNG ou JPG.');
    // A JPEG that claims to be a PNG is refused too: the declared type must match the bytes.
    await pick(view.container, [new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'x.png', { type: 'image/png' })]);
    expect(alertText(view.container)).toBe('"x.png" não é uma imagem PNG ou JPG.');
    expect(names(view.container)).toEqual([]);
    view.unmount();
  });

  it('removes an image with its own labelled button, freeing a place', async () => {
    const view = render(<Harness seen={[]} />);
    await pick(view.container, [pngFile('a.png'), pngFile('b.png'), pngFile('c.png')]);
    click(view.container.querySelector('button[aria-label="Remover b.png"]')!);
    expect(names(view.container)).toEqual(['a.png', 'c.png']);
    await pick(view.container, [pngFile('d.png')]);
    expect(names(view.container)).toEqual(['a.png', 'c.png', 'd.png']);
    expect(alertText(view.container)).toBe('');
    view.unmount();
  });
});

describe('image helpers', () => {
  it('recognises PNG and JPEG by their first bytes only', () => {
    expect(sniffImageType(new Uint8Array(PNG_HEAD))).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff]))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array(Buffer.from('<svg onload=alert(1)>')))).toBeNull();
    expect(sniffImageType(new Uint8Array([0x89, 0x50]))).toBeNull();
  });

  it('turns attached images into base64 uploads', async () => {
    const file = jpegFile('foto.jpg');
    const [upload] = await toUploads([{ id: 'x', file, type: 'image/jpeg', previewUrl: '' }]);
    expect(upload).toEqual({
      fileName: 'foto.jpg',
      contentType: 'image/jpeg',
      data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]).toString('base64'),
    });
  });
});
