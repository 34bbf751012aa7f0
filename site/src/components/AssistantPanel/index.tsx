import React, {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import Link from '@docusaurus/Link';
import { usePluginData } from '@docusaurus/useGlobalData';
import {
  createAssistant,
  type Assistant,
  type Reply,
  type Segment,
  type Source,
} from '../../assistant/answer';
import { ask } from '../../assistant/ask';
import {
  loadConversation,
  maxExchanges,
  saveConversation,
  type Exchange,
} from '../../assistant/conversation';
import { maxQuestionChars } from '../../assistant/question';
import { safeSitePath } from '../../assistant/safe-url';
import type { AssistantGlobalData } from '../../plugins/assistant';
import { useSearchEngine } from '../../plugins/search/client/use-search-engine';
import { loadEngine } from '@docs/docs-search/engine/local-client';
import styles from './styles.module.css';

/**
 * The "Ask the docs" panel, loaded on the button's first click (see src/theme/Root). A
 * non-modal dialog: the page stays usable, links in answers navigate client-side and the panel
 * stays open. Everything shown is React text and elements (never HTML from the index, the
 * service or storage), and links go to this site's paths only.
 */

/** The search engine over the site's index, shared with the search box; downloaded on first use. */
const loadAssistant = (manifestUrl: string): Promise<Assistant> =>
  loadEngine(manifestUrl, window.location.origin).then(createAssistant);

/** The conversation for this tab, shared by every mount of the panel. */
let memory: Exchange[] | undefined;
const conversation = () => (memory ??= loadConversation());

function SiteLink({
  url,
  children,
  label,
}: {
  url: string;
  children: React.ReactNode;
  label?: string;
}) {
  const path = safeSitePath(url);
  if (!path) return <span>{children}</span>;
  return (
    <Link to={path} aria-label={label}>
      {children}
    </Link>
  );
}

const sourceName = (source: Source) =>
  source.heading ? `${source.title} › ${source.heading}` : source.title;

function Citation({ n, sources }: { n: number; sources: Source[] }) {
  const source = sources.find((candidate) => candidate.n === n);
  if (!source) return <span>[{n}]</span>;
  return (
    <sup className={styles.cite}>
      <SiteLink url={source.url} label={`Source ${n}: ${sourceName(source)}`}>
        [{n}]
      </SiteLink>
    </sup>
  );
}

function Paragraph({ segments, sources }: { segments: Segment[]; sources: Source[] }) {
  return (
    <p>
      {segments.map((segment, index) =>
        'cite' in segment ? (
          <Citation key={index} n={segment.cite} sources={sources} />
        ) : (
          <React.Fragment key={index}>{segment.text}</React.Fragment>
        ),
      )}
    </p>
  );
}

function ReplyView({ reply }: { reply: Reply }) {
  if (reply.kind === 'invalid') return <p className={styles.notice}>{reply.message}</p>;
  if (reply.kind === 'not-found') {
    return (
      <div className={styles.notFound}>
        <p>{reply.message}</p>
        <ul>
          {reply.suggestions.map((page) => (
            <li key={page.url}>
              <SiteLink url={page.url}>{page.title}</SiteLink>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className={styles.answer}>
      {reply.note && <p className={styles.note}>{reply.note}</p>}
      {reply.paragraphs.map((segments, index) => (
        <Paragraph key={index} segments={segments} sources={reply.sources} />
      ))}
      {reply.sources.length > 0 && (
        <>
          <p className={styles.sourcesTitle}>Sources</p>
          <ol className={styles.sources}>
            {reply.sources.map((source) => (
              <li key={source.n} value={source.n}>
                <SiteLink url={source.url}>{sourceName(source)}</SiteLink>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

export default function AssistantPanel({ onClose }: { onClose: () => void }) {
  const { service } = usePluginData('assistant') as AssistantGlobalData;
  const { manifestUrl } = useSearchEngine();
  const [exchanges, setExchanges] = useState<Exchange[]>(conversation);
  const [question, setQuestion] = useState('');
  const [pending, setPending] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const inputId = useId();

  useEffect(() => {
    input.current?.focus();
    // Start the index download with the panel, not with the first question.
    loadAssistant(manifestUrl).catch(() => undefined);
  }, [manifestUrl]);

  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [exchanges, pending]);

  const update = (next: Exchange[]) => {
    memory = next.slice(-maxExchanges);
    saveConversation(memory);
    setExchanges(memory);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const asked = question;
    setPending(true);
    setLoadError(null);
    try {
      const assistant = await loadAssistant(manifestUrl);
      const reply = await ask(assistant, asked, service);
      const id = (conversation().at(-1)?.id ?? 0) + 1;
      update([...conversation(), { id, question: asked.trim(), reply }]);
      if (reply.kind !== 'invalid') setQuestion('');
    } catch (error) {
      setLoadError(
        `The docs could not be loaded for the assistant (${error instanceof Error ? error.message : 'unknown error'}). Check your connection and ask again.`,
      );
    } finally {
      setPending(false);
      input.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className={styles.panel}
      onKeyDown={onKeyDown}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          Ask the docs
        </h2>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            update([]);
            input.current?.focus();
          }}
          disabled={exchanges.length === 0}
        >
          New conversation
        </button>
        <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
          ×
        </button>
      </header>
      <div ref={log} role="log" aria-live="polite" aria-label="Conversation" className={styles.log}>
        {exchanges.length === 0 && !pending && (
          <p className={styles.intro}>
            Ask a question about the platform. Answers quote this documentation and link to the
            sections they come from.
          </p>
        )}
        {exchanges.map((exchange) => (
          <article key={exchange.id} className={styles.exchange}>
            <p className={styles.question}>
              <span className={styles.visuallyHidden}>You asked: </span>
              {exchange.question}
            </p>
            <ReplyView reply={exchange.reply} />
          </article>
        ))}
        {pending && <p className={styles.pending}>Looking in the docs…</p>}
      </div>
      {loadError && (
        <p role="alert" className={styles.notice}>
          {loadError}
        </p>
      )}
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={inputId} className={styles.label}>
          Your question
        </label>
        <div className={styles.row}>
          <input
            ref={input}
            id={inputId}
            type="text"
            className={styles.input}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            placeholder="How do I create a sub-organization?"
            autoComplete="off"
            aria-describedby={`${inputId}-hint`}
          />
          <button type="submit" className={styles.submit} disabled={pending}>
            Ask
          </button>
        </div>
        <p id={`${inputId}-hint`} className={styles.hint}>
          Up to {maxQuestionChars} characters. Answers come from the docs only.
        </p>
      </form>
    </section>
  );
}
