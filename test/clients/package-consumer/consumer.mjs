// Loads the package through its `import` condition.
import * as sdk from '@platform/api-client';
import flow from './flow.cjs';

flow.main(sdk, import.meta.resolve('@platform/api-client'));
