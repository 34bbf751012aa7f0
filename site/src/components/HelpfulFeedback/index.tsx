import React, { useEffect, useId, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { brand } from '@site/src/config/brand';
import { feedbackSettingsOf } from '@site/src/config/feedback';
import type { Vote } from './send';
import { browserStorage, readVote, writeVote } from './storage';
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
  const [vote, setVote] = useState<Vote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const questionId = useId();

  useEffect(() => {
    setVote(readVote(pathname, browserStorage()));
    setError(null);
  }, [pathname]);

  const choose = (next: Vote) => {
    if (next === vote) return;
    setVote(next);
    setError(null);
    writeVote(pathname, next, browserStorage());
    if (endpoint) {
      void import('./send')
        .then(({ sendVote }) => sendVote(endpoint, { page: pathname, vote: next }))
        .then((result) => setError(result.ok ? null : result.message));
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
            className={clsx('button button--sm', vote === answer.vote ? 'button--primary' : 'button--secondary')}
            aria-pressed={vote === answer.vote}
            onClick={() => choose(answer.vote)}>
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
