#!/bin/sh
# The generated test file of `make rules` (one test per rule), for RuleRegistryTests.
exec sh "$(dirname "$0")/gen-rule-registry.sh" tests
