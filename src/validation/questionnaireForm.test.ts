import { describe, expect, it } from 'vitest';
import { fieldErrors } from './fieldErrors';
import { validationMessage, validationMessages } from './messages';
import { answerIssues, attendeeForm, type AnswerRuleQuestion } from './questionnaireForm';

const valid = {
  trainingType: 'sales',
  companyName: 'Sol y Baterías',
  name: 'Ana Peña',
  position: 'Installer',
  cellPhone: '5551234567',
  email: 'ana@example.com',
  productTraining: 'battery',
  trainingMethod: 'online',
};
const errorsOf = (form: Record<string, unknown>): Record<string, string> => {
  const parsed = attendeeForm.safeParse(form);
  return parsed.success ? {} : Object.fromEntries(Object.entries(fieldErrors(parsed.error)).map(([field, key]) => [field, validationMessage('en', key)]));
};

describe('questionnaire form rules (spec 5), shared by the browser and the server', () => {
  it('accepts a complete attendee', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('says what each field needs', () => {
    expect(errorsOf({})).toEqual({
      trainingType: 'Please select the type of training',
      companyName: 'Company name is required',
      name: 'Name is required',
      position: 'Position is required',
      cellPhone: 'Cell phone is required',
      email: 'Email is required',
      productTraining: 'Please select the product training',
      trainingMethod: 'Please select the training method',
    });
    expect(errorsOf({ ...valid, cellPhone: '555 123 4567' }).cellPhone).toBe('Please enter numbers only');
    expect(errorsOf({ ...valid, cellPhone: '123456' }).cellPhone).toBe('Cell phone must have 7 to 15 digits');
    expect(errorsOf({ ...valid, email: 'ana@' }).email).toBe('Email format error');
  });

  it("names every unanswered required question 'The question is required.' and numbers them for 'Please fill in question {index}'", () => {
    const questions: AnswerRuleQuestion[] = [
      { questionId: 'a', kind: 'text', required: false, optionIds: [] },
      { questionId: 'b', kind: 'rating', required: true, optionIds: [] },
      { questionId: 'c', kind: 'multipleChoice', required: true, optionIds: ['x', 'y'] },
    ];
    const issues = answerIssues(questions, [{ questionId: 'c', optionIds: [] }]);
    expect(issues).toEqual([
      { questionId: 'b', index: 2, key: 'questionRequired' },
      { questionId: 'c', index: 3, key: 'questionRequired' },
    ]);
    expect(validationMessage('en', 'questionRequired')).toBe('The question is required.');
    expect(validationMessage('en', 'fillInQuestion', { index: 2 })).toBe('Please fill in question 2');
    expect(validationMessage('es', 'fillInQuestion', { index: 2 })).toBe('Complete la pregunta 2');
    expect(answerIssues(questions, [{ questionId: 'b', rating: 3 }, { questionId: 'c', optionIds: ['y', 'x'] }])).toEqual([]);
  });

  it('has every text in Spanish too', () => {
    expect(Object.keys(validationMessages.es).sort()).toEqual(Object.keys(validationMessages.en).sort());
  });
});
