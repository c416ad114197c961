// malifaux-2e §3.6 Math (seed 002_0afdbbe5c7b94945.txt lines 571-585): MA-2 sorts modifiers by what they do — a negative
// ADD is a subtraction, a negative SUBTRACT an addition, a MULTIPLY or DIVIDE stays one whatever its sign (mutation tests, issue 15)
import { StatModifier, applyMath } from './duel-total';

describe('malifaux-2e §3.6 the sign of a modifier', () => {
  it('malifaux-2e/MA-2 a negative ADD subtracts: 5 + (−2) is 3', () => {
    expect(applyMath(5, [{ op: 'ADD', amount: -2 }])).toBe(3);
  });

  it('malifaux-2e/MA-2 a negative SUBTRACT adds: 5 − (−2) is 7', () => {
    expect(applyMath(5, [{ op: 'SUBTRACT', amount: -2 }])).toBe(7);
  });

  it('malifaux-2e/MA-2 positive modifiers of each kind keep their operation: ×2 then +3 then −1', () => {
    expect(applyMath(5, [{ op: 'MULTIPLY', amount: 2 }])).toBe(10);
    expect(applyMath(7, [{ op: 'DIVIDE', amount: 2 }])).toBe(4);
    expect(applyMath(5, [{ op: 'ADD', amount: 3 }])).toBe(8);
    expect(applyMath(5, [{ op: 'SUBTRACT', amount: 1 }])).toBe(4);
    expect(applyMath(5, [{ op: 'ADD', amount: 0 }, { op: 'SUBTRACT', amount: 0 }])).toBe(5);
  });

  it('malifaux-2e/MA-2 a negative MULTIPLY or DIVIDE stays a multiplication or division, made before the additions', () => {
    const times: StatModifier[] = [{ op: 'ADD', amount: 5 }, { op: 'MULTIPLY', amount: -1 }];
    expect(applyMath(3, times)).toBe(2); // 3 × −1 = −3, + 5
    const halved: StatModifier[] = [{ op: 'ADD', amount: 10 }, { op: 'DIVIDE', amount: -2 }];
    expect(applyMath(7, halved)).toBe(7); // 7 / −2 = −3.5, rounded up to −3, + 10
  });
});
