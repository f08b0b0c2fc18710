import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Skeleton } from '@mantine/core';
import type { EligibilityAnswers, EligibilityQuestion } from '@portal/shared/eligibility/eligibility-schema';
import { eligibilityTexts, optionLabel, questionLabel, refusalOf } from '@portal/shared/eligibility/eligibility-messages';
import { stackLook, textLook, titleLook } from '../../components/mantine-look.ts';
import { PlainButton } from '../../components/plain-button.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { NetworkError } from '../../lib/graphql.ts';
import { useLocale } from '../../lib/i18n.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import {
  useCohortCheck,
  useStartAfterScreening,
  useSubmitScreening,
  type CohortCheck,
  type Screening,
} from './eligibility-api.ts';
import classes from './screening.module.css';
import { serverErrorText } from '../../lib/server-error-text.ts';

const PAGE = stackLook('lg');
const BODY = stackLook('sm');
const TITLE = titleLook(1, 'h2');
/** Paragraphs inside an alert: the stack spaces them. */
const P = { style: { margin: 0 } } as const;

/** One question: its answers as large native radios (or checkboxes for several choices), one block per question. */
const QuestionBlock = ({
  question,
  value,
  error,
  onChange,
}: {
  question: EligibilityQuestion;
  value: EligibilityAnswers[string];
  error: string | undefined;
  onChange: (value: boolean | string | string[]) => void;
}) => {
  const locale = useLocale();
  const say = eligibilityTexts(locale);
  const choices =
    question.kind === 'yes_no'
      ? [
          { id: 'yes', label: say.YES, checked: value === true, pick: () => onChange(true) },
          { id: 'no', label: say.NO, checked: value === false, pick: () => onChange(false) },
        ]
      : question.options.map((option) => {
          const chosen = Array.isArray(value) ? value : [];
          return {
            id: option.id,
            label: optionLabel(option, locale),
            checked: question.kind === 'one_choice' ? value === option.id : chosen.includes(option.id),
            pick: () =>
              question.kind === 'one_choice'
                ? onChange(option.id)
                : onChange(
                    question.options
                      .map((o) => o.id)
                      .filter((id) => (id === option.id ? !chosen.includes(id) : chosen.includes(id))),
                  ),
          };
        });
  const several = question.kind === 'several_choices';
  return (
    <fieldset
      className={classes.question}
      data-testid={`eligibility-question-${question.id}`}
      aria-invalid={error ? true : undefined}
    >
      <legend className={classes.legend}>{questionLabel(question, locale)}</legend>
      {several ? <p {...textLook('sm')}>{say.CHOOSE_SEVERAL}</p> : null}
      <div className={classes.choices}>
        {choices.map((choice) => (
          <label key={choice.id} className={classes.choice}>
            <input
              type={several ? 'checkbox' : 'radio'}
              name={`eligibility-${question.id}`}
              value={choice.id}
              checked={choice.checked}
              onChange={choice.pick}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className={classes.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};

/** A refused founder: which rule and why, in their language; their answers are kept; whom to write to. */
const Refused = ({ check, screening }: { check: CohortCheck; screening: Screening }) => {
  const locale = useLocale();
  const say = eligibilityTexts(locale);
  const config = usePublicConfig();
  const failed = check.questions.find((q) => q.id === screening.failedQuestionId);
  const refusal = failed ? refusalOf(failed, locale) : undefined;
  return (
    <Alert color="orange" title={say.REFUSED_TITLE} data-testid="eligibility-refused">
      <div {...BODY}>
        {refusal ? (
          <p {...P} data-testid="eligibility-rule">
            {refusal.rule}
          </p>
        ) : null}
        {refusal?.reason ? (
          <p {...P} data-testid="eligibility-reason">
            {refusal.reason}
          </p>
        ) : null}
        <p {...P}>{say.KEPT}</p>
        {config ? (
          <p {...P}>
            {say.CONTACT}{' '}
            <TextLink href={`mailto:${config.supportEmail}`} data-testid="eligibility-support">
              {config.supportEmail}
            </TextLink>
          </p>
        ) : null}
      </div>
    </Alert>
  );
};

/** Eligible (or a cohort without a check): the application can start. */
const Eligible = ({ cohortId }: { cohortId: string }) => {
  const say = eligibilityTexts(useLocale());
  const start = useStartAfterScreening(cohortId);
  const navigate = useNavigate();
  return (
    <Alert color="green" title={say.ELIGIBLE_TITLE} data-testid="eligibility-eligible">
      <div {...BODY}>
        {start.error ? (
          <p role="alert">{start.error instanceof NetworkError ? say.LOAD_OFFLINE : serverErrorText(start.error)}</p>
        ) : null}
        <div>
          <PlainButton
            size="md"
            loading={start.isPending}
            onClick={() => start.mutate(undefined, { onSuccess: () => void navigate('/application/personal') })}
          >
            {say.START}
          </PlainButton>
        </div>
      </div>
    </Alert>
  );
};

const ScreeningForm = ({ cohortId, check }: { cohortId: string; check: CohortCheck }) => {
  const say = eligibilityTexts(useLocale());
  const submit = useSubmitScreening(cohortId);
  const [answers, setAnswers] = useState<EligibilityAnswers>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [offline, setOffline] = useState(false);
  const unanswered = (a: EligibilityAnswers) =>
    check.questions.filter((q) => {
      const v = a[q.id];
      return v === undefined || v === null || (Array.isArray(v) && v.length === 0);
    });
  const send = (event: FormEvent) => {
    event.preventDefault();
    const blank = unanswered(answers).map((q) => q.id);
    setMissing(blank);
    setOffline(false);
    if (blank.length > 0) return;
    // Said plainly, never a false success: nothing is kept on the phone to send later.
    if (!navigator.onLine) return setOffline(true);
    submit.mutate(answers, { onError: (error) => setOffline(error instanceof NetworkError) });
  };
  return (
    <form {...BODY} onSubmit={send} noValidate data-testid="eligibility-form">
      <p {...textLook()}>{say.INTRO(check.questions.length)}</p>
      {check.questions.map((question) => (
        <QuestionBlock
          key={question.id}
          question={question}
          value={answers[question.id]}
          error={missing.includes(question.id) ? say.REQUIRED : undefined}
          onChange={(value) => {
            setAnswers((a) => ({ ...a, [question.id]: value }));
            setMissing((m) => m.filter((id) => id !== question.id));
          }}
        />
      ))}
      {offline ? (
        <Alert color="red" role="alert" data-testid="eligibility-offline">
          {say.OFFLINE}
        </Alert>
      ) : submit.error ? (
        <Alert color="red" role="alert" data-testid="eligibility-error">
          {serverErrorText(submit.error)}
        </Alert>
      ) : null}
      <div>
        <PlainButton type="submit" size="md" loading={submit.isPending} data-testid="eligibility-submit">
          {say.SUBMIT}
        </PlainButton>
      </div>
    </form>
  );
};

/**
 * The screening before an application to a cohort with an eligibility check starts (docs/own-questions.md,
 * "Eligibility check"): its questions, one per block; the outcome once answered. It needs a connection: offline it
 * says so and keeps nothing to send later.
 */
export const ScreeningPage = ({ cohortId }: { cohortId: string }) => {
  const locale = useLocale();
  const say = eligibilityTexts(locale);
  const check = useCohortCheck(cohortId);
  const data = check.data;
  return (
    <div {...PAGE} data-testid="eligibility-page">
      <h1 {...TITLE}>{say.TITLE}</h1>
      {check.error ? (
        <Alert
          color="red"
          role="alert"
          data-testid={check.error instanceof NetworkError ? 'eligibility-offline' : 'eligibility-error'}
        >
          {check.error instanceof NetworkError ? say.LOAD_OFFLINE : serverErrorText(check.error)}
        </Alert>
      ) : !data ? (
        <Skeleton height={240} radius="md" />
      ) : data.questions.length === 0 || data.screening?.eligible ? (
        <Eligible cohortId={cohortId} />
      ) : data.screening ? (
        <Refused check={data} screening={data.screening} />
      ) : (
        <ScreeningForm cohortId={cohortId} check={data} />
      )}
      <div>
        <TextLink to="/dashboard" className="tap-link">
          {say.BACK}
        </TextLink>
      </div>
    </div>
  );
};
