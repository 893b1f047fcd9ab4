// Host glue for FoldKit's Embedded Swift WebAssembly modules (wasm32-unknown-none-wasm).
//
// The modules import nothing: wasi-libc's malloc and memcpy grow linear memory themselves, and
// the few symbols Embedded Swift still needs are defined here.
//   - arc4random_buf: seeds the standard library's hashing. A fixed, non-random fill keeps runs
//     reproducible; nothing here relies on hash flooding resistance.
//   - __stack_chk_guard, __stack_chk_fail: stack protector support.
//   - _swift_stdlib_strtod_clocale: Double(String) (the list-file reader reads numbers).
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

// Number parsing for the standard library's Double(String), which the list-file reader calls
// on a JSON number it has already checked. wasi-libc's strtod would import WASI functions, so
// this reads the JSON number grammar itself: exact for integers up to 2^53 (the IDs a list file
// may give as numbers), correctly rounded to within a few units in the last place otherwise.
// Returns where parsing stopped.
const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
  const char *p = text;
  int negative = 0;
  if (*p == '-' || *p == '+') negative = *p++ == '-';
  double value = 0;
  int digits = 0, scale = 0;
  while (*p >= '0' && *p <= '9') { value = value * 10 + (*p++ - '0'); digits++; }
  if (*p == '.') {
    p++;
    while (*p >= '0' && *p <= '9') { value = value * 10 + (*p++ - '0'); scale--; digits++; }
  }
  if (digits == 0) { *result = 0; return text; }
  if (*p == 'e' || *p == 'E') {
    const char *exponent = p++;
    int sign = 1, power = 0, seen = 0;
    if (*p == '-' || *p == '+') sign = *p++ == '-' ? -1 : 1;
    while (*p >= '0' && *p <= '9') { if (power < 100000) power = power * 10 + (*p - '0'); p++; seen = 1; }
    if (seen) scale += sign * power; else p = exponent;
  }
  double factor = 1;
  int magnitude = scale < 0 ? -scale : scale;
  for (int i = 0; i < magnitude && factor < 1e308; i++) factor *= 10;
  value = scale < 0 ? value / factor : value * factor;
  *result = negative ? -value : value;
  return p;
}
