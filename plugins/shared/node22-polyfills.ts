/**
 * The tscircuit packages use Node 22 features (`Map.groupBy`, iterator
 * helpers, new `Set` methods); this site builds on Node 20. Import this
 * module before any tscircuit package.
 */
import "core-js/actual/map/group-by.js";
import "core-js/actual/object/group-by.js";
import "core-js/actual/iterator/index.js";
import "core-js/actual/set/index.js";
import "core-js/actual/promise/with-resolvers.js";
