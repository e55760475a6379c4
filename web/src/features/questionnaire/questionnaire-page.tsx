import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AuthCard, FormError } from '@/components/ui/auth-card';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { RadioOptions } from '@/components/ui/radio-options';
import { useSession, useSetSession } from '@/features/session/api/use-session';
import { errorMessage } from '@/lib/api-client';
import { submitQuestionnaire } from './api/submit-questionnaire';
import { clearDraft, loadDraft, saveDraft } from './questionnaire-draft';
import { QUESTIONS, type Answers } from './questions';

const LOOK = {
  option: (checked: boolean) =>
    `flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-green-300 ${checked ? 'border-brand bg-green-50' : 'border-slate-200'}`,
  input: 'accent-green-600',
};

/** /initial-questions: four questions, then /app?tab=walkthrough (spec §2, §4). */
export function QuestionnairePage() {
  const { session, isLoading } = useSession();
  if (isLoading) return null;
  if (!session) return <Navigate to="/login" replace />;
  return <Questionnaire key={session.userId} userId={session.userId} />;
}

function Questionnaire({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const setSession = useSetSession();
  const [draft] = useState(() => loadDraft(userId));
  const [index, setIndex] = useState(draft.index);
  const [answers, setAnswers] = useState<Answers>(draft.answers);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => saveDraft(userId, { index, answers }), [userId, index, answers]);

  const question = QUESTIONS[index];
  const answer = answers[question.key];
  const last = index === QUESTIONS.length - 1;
  const choose = (value: string) =>
    setAnswers((current) => ({ ...current, [question.key]: value }));

  async function finish() {
    setBusy(true);
    setError(null);
    try {
      const updated = await submitQuestionnaire(answers);
      clearDraft(userId);
      setSession(updated);
      navigate('/app?tab=walkthrough');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={question.title} progress={((index + 1) / QUESTIONS.length) * 100}>
      <p className="text-sm text-slate-500">Question {index + 1} of 4</p>
      {question.options ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{question.title}</legend>
          <RadioOptions options={question.options} value={answer} onChange={choose} look={LOOK} />
        </fieldset>
      ) : (
        <Field
          label="Full name"
          autoComplete="name"
          autoFocus
          value={answer}
          onChange={(e) => choose(e.target.value)}
        />
      )}
      <FormError message={error} />
      <div className="flex gap-3">
        <Button
          variant="outline"
          onClick={() => setIndex(index - 1)}
          disabled={index === 0 || busy}
          className="flex-1"
        >
          Back
        </Button>
        <Button
          onClick={() => (last ? void finish() : setIndex(index + 1))}
          disabled={!answer.trim() || busy}
          className="flex-1"
        >
          {last ? (busy ? 'Saving...' : 'Get Started') : 'Next'}
        </Button>
      </div>
    </AuthCard>
  );
}
