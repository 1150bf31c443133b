// Jest global setup for the medium and e2e tiers: make sure a real PostgreSQL is there.
// `npm test` starts one and sets TEST_DATABASE_URL; a bare `npx jest` gets one started here.
const { execFileSync } = require('child_process');
const path = require('path');

module.exports = async () => {
  if (!process.env.TEST_DATABASE_URL) {
    const script = path.join(__dirname, 'start-postgres.sh');
    process.env.TEST_DATABASE_URL = execFileSync('bash', [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  }
};
