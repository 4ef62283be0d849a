import { Check, Copy, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Shares the app's link with the system share sheet where there is one, else copies it. */
export function ShareLink({ url }: { url: string }) {
  const { t } = useTranslation('qrcode');
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 4000);
    } catch {
      // Clipboard refused (permissions, old browser): select the link so it can be copied by hand.
      const field = document.getElementById('share-url') as HTMLInputElement | null;
      field?.focus();
      field?.select();
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: 'Serenamente', text: t('share.text'), url });
    } catch (err) {
      if ((err as DOMException)?.name !== 'AbortError') await copy();
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <label htmlFor="share-url" className="text-muted-foreground text-sm font-semibold">
        {t('share.linkLabel')}
      </label>
      <input
        id="share-url"
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
        className="border-border bg-background w-full rounded-2xl border px-4 py-3 font-mono text-sm"
      />
      <div className="flex flex-wrap gap-3">
        {canShare && (
          <Button onClick={() => void share()}>
            <Share2 aria-hidden="true" />
            {t('share.share')}
          </Button>
        )}
        <Button variant={canShare ? 'outline' : 'primary'} onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t('share.copied') : t('share.copy')}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {copied ? t('share.copied') : ''}
      </p>
    </div>
  );
}
