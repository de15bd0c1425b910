import { App } from 'antd';
import { type RefObject, useCallback } from 'react';
import { saveBlob } from '../../../app/saveFile';
import { elementToPng, imageFileName } from '../lib/elementImage';

/** "Download as image": the element as a PNG named after the dashboard, with progress and errors. */
export function useDownloadImage(target: RefObject<HTMLElement | null>) {
  const { message } = App.useApp();
  return useCallback(
    async (title: string) => {
      const element = target.current;
      if (!element) return;
      const hide = message.loading('Preparing the image…', 0);
      try {
        const background = getComputedStyle(document.body).getPropertyValue('--t-bg').trim() || '#f5f6f8';
        saveBlob(await elementToPng(element, background), imageFileName(title, new Date()));
      } catch (failure) {
        message.error(
          `The image could not be made: ${failure instanceof Error ? failure.message : String(failure)}`,
        );
      } finally {
        hide();
      }
    },
    [message, target],
  );
}
