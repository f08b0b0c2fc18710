import { useState } from 'react';
import { IconPlayerPlayFilled, IconVideoOff } from '@tabler/icons-react';
import classes from './promo-video.module.css';
import { t } from '../../../lib/i18n.ts';

const VIDEO_FILE = /\.(mp4|webm|mov|ogv)(\?.*)?$/i;

/**
 * Turns a YouTube watch link into its embeddable player on the same origin (the server's CSP allows frames from
 * the configured URL's origin only), autoplaying since the visitor asked to play. Other URLs are used as given.
 */
const toEmbedUrl = (url: string): string => {
  try {
    const parsed = new URL(url);
    const videoId = parsed.searchParams.get('v');
    if (/(^|\.)youtube\.com$/.test(parsed.hostname) && parsed.pathname === '/watch' && videoId) {
      return `${parsed.origin}/embed/${encodeURIComponent(videoId)}?autoplay=1`;
    }
    return url;
  } catch {
    return url;
  }
};

const PlayingVideo = ({ url, title }: { url: string; title: string }) =>
  VIDEO_FILE.test(url) ? (
    <video src={url} controls autoPlay playsInline className={classes.media} aria-label={title} />
  ) : (
    <iframe
      src={toEmbedUrl(url)}
      title={title}
      className={classes.media}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );

/**
 * The promo video as a click-to-load facade: nothing of the player (iframe, video, its scripts) is requested
 * until the visitor presses play, which keeps the sign-in page light (packages/shared/src/web/web-budgets.ts).
 * Plain elements (promo-video.module.css): the facade is in the sign-in and sign-up pages' first render.
 */
export const PromoVideo = ({ url, title }: { url: string | null | undefined; title: string }) => {
  const [playing, setPlaying] = useState(false);
  return (
    <div className={classes.frame}>
      {!url ? (
        <div className={classes.poster}>
          <div className={classes.caption} data-padded>
            <IconVideoOff size={36} aria-hidden />
            <p className={classes.captionTitle}>{t('Promo video coming soon')}</p>
            <p className={classes.captionNote}>{t('No video has been configured for this cohort yet.')}</p>
          </div>
        </div>
      ) : playing ? (
        <PlayingVideo url={url} title={title} />
      ) : (
        <button
          type="button"
          className={`${classes.poster} mantine-focus-auto`}
          onClick={() => setPlaying(true)}
          aria-label={t('Play video: {title}', { title })}
        >
          <span className={classes.caption} data-spaced>
            <span className={classes.playButton}>
              <IconPlayerPlayFilled size={30} aria-hidden />
            </span>
            <span className={classes.captionTitle}>{title}</span>
          </span>
        </button>
      )}
    </div>
  );
};
