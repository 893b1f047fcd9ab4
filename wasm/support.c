// Host glue for FoldKit's Embedded Swift WebAssembly modules (wasm32-unknown-none-wasm).
//
// The modules import nothing: wasi-libc's malloc and memcpy grow linear memory themselves, and
// the few symbols Embedded Swift still needs are defined here.
//   - arc4random_buf: seeds the standard library's hashing. A fixed, non-random fill keeps runs
//     reproducible; nothing here relies on hash flooding resistance.
//   - __stack_chk_guard, __stack_chk_fail: stack protector support.
//   - putchar: `print` writes through it into an output buffer that JavaScript reads with
//     fk_output_pointer() and fk_output_length() and empties with fk_output_clear().
#include <stddef.h>
#include <stdint.h>

#define FK_EXPORT(name) __attribute__((export_name(name)))

void arc4random_buf(void *buffer, size_t count) {
  uint8_t *bytes = buffer;
  uint32_t state = 0x9E3779B9u;
  for (size_t i = 0; i < count; i++) {
    state = state * 1664525u + 1013904223u;
    bytes[i] = (uint8_t)(state >> 24);
  }
}

uintptr_t __stack_chk_guard = 0x5AFE5AFEu;

void __stack_chk_fail(void) { __builtin_trap(); }

enum { fk_output_capacity = 1 << 20 };
static char fk_output[fk_output_capacity];
static size_t fk_output_used;

int putchar(int character) {
  if (fk_output_used < fk_output_capacity) fk_output[fk_output_used++] = (char)character;
  return character;
}

FK_EXPORT("fk_output_pointer") char *fk_output_pointer(void) { return fk_output; }

FK_EXPORT("fk_output_length") size_t fk_output_length(void) { return fk_output_used; }

FK_EXPORT("fk_output_clear") void fk_output_clear(void) { fk_output_used = 0; }
