import React, { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { brand } from '@site/src/config/brand';
import { feedbackSettingsOf } from '@site/src/config/feedback';
import type { Vote } from './send';
import { browserStorage, readVote, subscribe, writeVote } from './storage';
import styles from './styles.module.css';

const answers: { vote: Vote; label: string }[] = [
  { vote: 'yes', label: 'Yes' },
  { vote: 'no', label: 'No' },
];

/**
 * "Was this page helpful?" Yes/No. The vote is kept in local storage (so the reader sees it
 * again) and sent nowhere unless an endpoint is configured (`src/config/feedback.ts`); the
 * sender loads only when a vote is cast with an endpoint set.
 */
export default function HelpfulFeedback({ title }: { title: string }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { pathname } = useLocation();
  const { endpoint } = feedbackSettingsOf(siteConfig.customFields);
  // The server (and hydration) render no vote; the stored one shows right after.
  const vote = useSyncExternalStore(
    subscribe,
    () => readVote(pathname, browserStorage()),
    () => null,
  );
  const [failure, setFailure] = useState<{ page: string; message: string } | null>(null);
  const error = failure?.page === pathname ? failure.message : null;
  const questionId = useId();

  const choose = (next: Vote) => {
    if (next === vote) return;
    setFailure(null);
    writeVote(pathname, next, browserStorage());
    if (endpoint) {
      const page = pathname;
      void import('./send')
        .then(({ sendVote }) => sendVote(endpoint, { page, vote: next }))
        .then((result) => setFailure(result.ok ? null : { page, message: result.message }));
    }
  };

  const issueUrl = `${brand.docsRepositoryUrl}/issues/new?${new URLSearchParams({
    title: `Docs feedback: ${title}`,
    body: `Page: ${siteConfig.url}${pathname}\nHelpful: ${vote ?? ''}\n\n`,
  })}`;

  return (
    <div className={clsx('margin-top--lg', styles.feedback)}>
      <div role="group" aria-labelledby={questionId} className={styles.row}>
        <span id={questionId} className={styles.question}>
          Was this page helpful?
        </span>
        {answers.map((answer) => (
          <button
            key={answer.vote}
            type="button"
            className={clsx(
              'button button--sm',
              vote === answer.vote ? 'button--primary' : 'button--secondary',
            )}
            aria-pressed={vote === answer.vote}
            onClick={() => choose(answer.vote)}
          >
            {answer.label}
          </button>
        ))}
      </div>
      <p role="status" className={styles.status}>
        {vote && (
          <>
            Thanks for your feedback.{' '}
            <a href={issueUrl} target="_blank" rel="noopener noreferrer">
              Tell us more in an issue
            </a>
            {error && <span className={styles.error}> {error}</span>}
          </>
        )}
      </p>
    </div>
  );
}
