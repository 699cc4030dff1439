#ifndef LIB_FUZZER_DRIVER_H
#define LIB_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// One fuzz input: return 0 (libFuzzer's convention); trap to report a finding.
typedef int (*FuzzTestOneInput)(const uint8_t *_Nullable data, size_t size);

/// Runs libFuzzer's driver on the command line with `test` as the target and exits with its
/// status. SwiftPM links a Swift executable's own `main` (through `--defsym main=<Module>_main`),
/// so a fuzzer cannot rely on libFuzzer's `main` and calls its documented driver instead.
__attribute__((noreturn)) void runFuzzer(int argc, char *_Nullable *_Nonnull argv, FuzzTestOneInput _Nonnull test);

#endif
