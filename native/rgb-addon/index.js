'use strict';
// Loader for the rgb-lib addon. The binary is built, not committed: a missing file gets a message
// that says how to make it instead of Node's bare MODULE_NOT_FOUND.
const path = require('node:path');
const fs = require('node:fs');

const binary = path.join(__dirname, 'rgb_addon.node');
if (!fs.existsSync(binary)) {
  throw new Error(`RgbAddon(NotBuilt): ${binary} is missing; run tools/rgb-addon/build-addon.sh`);
}
module.exports = require(binary);
