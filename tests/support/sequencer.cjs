// Jest's test order: the browser test files first, the heaviest (largest) first, then the rest,
// largest first. Jest's own order needs the durations of an earlier run, which CI never has: on a
// fresh clone it could leave a two-minute browser file for last, one worker idle meanwhile.
const Sequencer = require('@jest/test-sequencer').default;
const { statSync } = require('node:fs');

const size = (test) => {
  try {
    return statSync(test.path).size;
  } catch {
    return 0;
  }
};
const isBrowserTest = (test) => test.context.config.displayName?.name === 'e2e';

class HeaviestFirst extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => Number(isBrowserTest(b)) - Number(isBrowserTest(a)) || size(b) - size(a));
  }
}

module.exports = HeaviestFirst;
