'use strict';
// Loads the package through its `require` condition.
const sdk = require('@platform/api-client');
const { main } = require('./flow.cjs');

main(sdk, require.resolve('@platform/api-client'));
