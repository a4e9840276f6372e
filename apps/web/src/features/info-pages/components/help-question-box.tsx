import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { addQuestion, QUESTION_MAX_LENGTH, type THelpQuestion, toQuestionText } from '../lib/help-questions';
import { ContactSupportLink } from './contact-support-link';
import styles from './help-question-box.module.css';

/** The time a question was asked, as the page's language writes it ('4:05 pm'). */
const timeFormats = new Map<string, Intl.DateTimeFormat>();
function askedTime(locale: string, at: Date): string {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(`${locale}-IN`, { hour: 'numeric', minute: '2-digit' });
    timeFormats.set(locale, format);
  }
  return format.format(at);
}

/**
 * 'Still have a question?' (admin §2.13): questions are listed here, on this page only; the submit
 * is disabled while the text is blank after trimming.
 */
export function HelpQuestionBox() {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [questions, setQuestions] = useState<THelpQuestion[]>([]);
  const isBlank = toQuestionText(text) === null;
  const askedLine = (at: Date) => {
    const time = askedTime(i18n.locale, at);
    return t`Asked at ${time}`;
  };

  return (
    <div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (isBlank) return;
          setQuestions((list) => addQuestion(list, text));
          setText('');
        }}
        className={styles.form}
      >
        <Field label={t`Your question`} help={`${text.length}/${QUESTION_MAX_LENGTH}`}>
          <Textarea
            rows={3}
            value={text}
            maxLength={QUESTION_MAX_LENGTH}
            onChange={(e) => setText(e.target.value)}
          />
        </Field>
        <div className={styles.actions}>
          <ContactSupportLink />
          <Button type="submit" variant="primary" disabled={isBlank}>
            {t`Submit question`}
          </Button>
        </div>
      </form>
      {questions.length > 0 && (
        <div aria-live="polite" className={styles.asked}>
          <h3 className={styles.askedTitle}>{t`Your questions`}</h3>
          <p className={styles.note}>
            {t`Listed here on this page only. For an answer from our team, use Contact Support: we reply within 24 hours.`}
          </p>
          <ul className={styles.list}>
            {questions.map((q) => (
              <li key={q.id} className={styles.item}>
                <p className={styles.question}>{q.text}</p>
                <p className={styles.time}>{askedLine(q.askedAt)}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
