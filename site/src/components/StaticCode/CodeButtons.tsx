import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import IconWordWrap from '@theme/Icon/WordWrap';
import { copyText, codeText } from './copy';
import styles from './styles.module.css';

export interface WrapState {
  isEnabled: boolean;
  /** Wrap is on, or a line is wider than the block: the toggle has something to do. */
  canWrap: boolean;
  toggle(): void;
}

type CodeRef = RefObject<HTMLPreElement | null>;

/** How long the button shows that the code was copied. */
const COPIED_MS = 1000;

function CopyButton({ codeRef }: { codeRef: CodeRef }): ReactNode {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = () => {
    copyText(codeText(codeRef.current)).then(
      () => setState('copied'),
      () => setState('failed'),
    );
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), COPIED_MS);
  };
  const label = {
    idle: translate({
      id: 'theme.CodeBlock.copyButtonAriaLabel',
      message: 'Copy code to clipboard',
    }),
    copied: translate({ id: 'theme.CodeBlock.copied', message: 'Copied' }),
    failed: 'Could not copy: select the code and copy it',
  }[state];
  return (
    <Button
      aria-label={label}
      title={translate({ id: 'theme.CodeBlock.copy', message: 'Copy' })}
      className={clsx(styles.copyButton, state === 'copied' && styles.copied)}
      onClick={copy}
    >
      <span className={styles.copyIcons} aria-hidden="true">
        <IconCopy className={styles.copyIcon} />
        <IconSuccess className={styles.copiedIcon} />
      </span>
    </Button>
  );
}

/** Word wrap (shown when a line scrolls or wrap is on) and copy, over the block's corner. */
export default function CodeButtons({
  codeRef,
  wrap,
}: {
  codeRef: CodeRef;
  wrap: WrapState;
}): ReactNode {
  const wrapLabel = translate({
    id: 'theme.CodeBlock.wordWrapToggle',
    message: 'Toggle word wrap',
  });
  return (
    <div className={styles.buttonGroup}>
      {wrap.canWrap && (
        <Button
          onClick={() => wrap.toggle()}
          className={clsx(wrap.isEnabled && styles.wrapOn)}
          aria-label={wrapLabel}
          aria-pressed={wrap.isEnabled}
          title={wrapLabel}
        >
          <IconWordWrap className={styles.wrapIcon} aria-hidden="true" />
        </Button>
      )}
      <CopyButton codeRef={codeRef} />
    </div>
  );
}
