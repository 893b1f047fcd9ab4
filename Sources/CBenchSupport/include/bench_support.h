#ifndef FOLDKIT_BENCH_SUPPORT_H
#define FOLDKIT_BENCH_SUPPORT_H

#include <stddef.h>

/// The bytes the C heap has handed out and not taken back: small blocks plus mmapped ones.
size_t foldkit_heap_bytes(void);

#endif
