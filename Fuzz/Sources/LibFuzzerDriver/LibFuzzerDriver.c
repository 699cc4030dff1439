#include "LibFuzzerDriver.h"

#include <stdlib.h>

// Provided by the fuzzer runtime that `-sanitize=fuzzer` links.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));

void runFuzzer(int argc, char **argv, FuzzTestOneInput test) {
    exit(LLVMFuzzerRunDriver(&argc, &argv, test));
}
