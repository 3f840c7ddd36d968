import { useEffect, useState } from 'react';
import { previewCampaign } from './api';

/** The Markdown as the e-mail will show it, rendered by the server's mail renderer (debounced). */
export function useCampaignPreview(subject: string, markdown: string) {
  const [html, setHtml] = useState('');
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewCampaign({ subject, markdown }, controller.signal)
        .then((p) => {
          setHtml(p.bodyHtml);
          setFailed(false);
        })
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true);
        });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [subject, markdown]);
  return { html, failed };
}
