import { spreadsheetCsv } from '../../files/spreadsheet-csv';
import { givenOf } from './game-questions';
import type { RoomSnapshot } from './room-view';

interface AnswerRow {
  playerId: string;
  questionIndex: number;
  optionId: string;
  correct: boolean;
  points: number;
}

/**
 * A game's results for its host: one row a player, by rank and nickname (players are known here
 * by the names the game gave them), then what each picked or typed for each question and its
 * points.
 */
export function resultsCsv(snapshot: RoomSnapshot, answers: readonly AnswerRow[]): string {
  const { questions } = snapshot.room;
  const byPlayer = new Map<string, Map<number, AnswerRow>>();
  for (const answer of answers) {
    const mine = byPlayer.get(answer.playerId) ?? new Map<number, AnswerRow>();
    mine.set(answer.questionIndex, answer);
    byPlayer.set(answer.playerId, mine);
  }
  const header = [
    'Rank',
    'Nickname',
    'Score',
    'Right answers',
    ...questions.map((question, index) => `Q${index + 1}: ${question.prompt}`),
  ];
  const rows = snapshot.standings.map((player) => [
    String(player.rank),
    player.nickname,
    String(player.score),
    `${player.correct} of ${questions.length}`,
    ...questions.map((question, index) => {
      const answer = byPlayer.get(player.id)?.get(index);
      if (!answer) return 'No answer';
      const given = givenOf(question, answer.optionId);
      const text =
        given.text ??
        given.optionIds
          .map((id) => question.options.find((option) => option.id === id)?.text ?? '')
          .join('; ');
      return `${text} (${answer.correct ? 'right' : 'wrong'}, ${answer.points} points)`;
    }),
  ]);
  return spreadsheetCsv(header, rows);
}
