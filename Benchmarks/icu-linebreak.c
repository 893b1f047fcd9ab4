// ICU baseline for FoldKit's text benchmarks: UAX #14 line breaking with ubrk_* over the corpus
// that `foldkit-bench` writes (FOLDKIT_TEXT_CORPUS_OUT). Prints JSON lines in foldkit-bench's
// format, variant "icu" (UTF-8 through UText, the same input FoldKit reads) and "icu-utf16"
// (text converted to UTF-16 beforehand, outside the timing: ICU's fastest path).
//
//   cc -O2 Benchmarks/icu-linebreak.c $(pkg-config --cflags --libs icu-uc icu-i18n)
//   ./a.out corpus.txt [n]      (n: the size to report, as foldkit-bench's; default the file's)
//
// text.linebreak: count the break opportunities inside the whole corpus (not the end of text).
// text.row-height: break each paragraph (a line of the corpus, without its line feed) alone.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unicode/ubrk.h>
#include <unicode/ustring.h>
#include <unicode/utext.h>

typedef long (*body_fn)(void *);

static double now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static volatile long sink;

// Same method as foldkit-bench's Runner: calibrate to a 2 ms sample, then 15 samples.
static void measure(const char *name, const char *variant, long n, long bytes, body_fn body,
                    void *context) {
  enum { samples = 15 };
  long iterations = 1;
  for (;;) {
    double start = now_ns();
    for (long i = 0; i < iterations; i++) sink += body(context);
    double elapsed = now_ns() - start;
    if (elapsed >= 2e6 || iterations >= (1L << 24)) break;
    iterations *= elapsed < 2e5 ? 10 : 2;
  }
  double per[samples];
  for (int s = 0; s < samples; s++) {
    double start = now_ns();
    for (long i = 0; i < iterations; i++) sink += body(context);
    per[s] = (now_ns() - start) / (double)iterations;
  }
  qsort(per, samples, sizeof per[0], compare_doubles);
  double median = per[samples / 2];
  printf("{\"benchmark\":\"%s\",\"variant\":\"%s\",\"n\":%ld,\"median_ns\":%.0f,\"min_ns\":%.0f,"
         "\"max_ns\":%.0f,\"runs\":%ld,\"mb_per_s\":%.3f}\n",
         name, variant, n, median, per[0], per[samples - 1], samples * iterations,
         (double)bytes / median * 1000.0);
  fflush(stdout);
}

static void check(UErrorCode status, const char *what) {
  if (U_FAILURE(status)) {
    fprintf(stderr, "icu-linebreak: %s: %s\n", what, u_errorName(status));
    exit(1);
  }
}

typedef struct {
  UBreakIterator *breaker;
  const char *utf8;
  int64_t utf8_length;
  const UChar *utf16;
  int32_t utf16_length;
  const int64_t *starts;  // paragraph offsets
  const int64_t *lengths;
  long paragraphs;
} Context;

static long count_inside(UBreakIterator *breaker, int32_t end) {
  long count = 0;
  for (int32_t at = ubrk_next(breaker); at != UBRK_DONE; at = ubrk_next(breaker)) {
    if (at < end) count++;
  }
  return count;
}

static long linebreak_utf8(void *raw) {
  Context *c = raw;
  UErrorCode status = U_ZERO_ERROR;
  UText text = UTEXT_INITIALIZER;
  utext_openUTF8(&text, c->utf8, c->utf8_length, &status);
  ubrk_setUText(c->breaker, &text, &status);
  check(status, "setUText");
  long count = count_inside(c->breaker, (int32_t)c->utf8_length);
  utext_close(&text);
  return count;
}

static long linebreak_utf16(void *raw) {
  Context *c = raw;
  UErrorCode status = U_ZERO_ERROR;
  ubrk_setText(c->breaker, c->utf16, c->utf16_length, &status);
  check(status, "setText");
  return count_inside(c->breaker, c->utf16_length);
}

static long paragraphs_utf8(void *raw) {
  Context *c = raw;
  UErrorCode status = U_ZERO_ERROR;
  UText text = UTEXT_INITIALIZER;
  long count = 0;
  for (long p = 0; p < c->paragraphs; p++) {
    utext_openUTF8(&text, c->utf8 + c->starts[p], c->lengths[p], &status);
    ubrk_setUText(c->breaker, &text, &status);
    count += count_inside(c->breaker, (int32_t)c->lengths[p]);
  }
  check(status, "paragraphs");
  utext_close(&text);
  return count;
}

int main(int argc, char **argv) {
  if (argc != 2 && argc != 3) {
    fprintf(stderr, "usage: icu-linebreak CORPUS [N]\n");
    return 2;
  }
  FILE *file = fopen(argv[1], "rb");
  if (!file) {
    perror(argv[1]);
    return 1;
  }
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  char *utf8 = malloc((size_t)size + 1);
  if (fread(utf8, 1, (size_t)size, file) != (size_t)size) {
    perror("read");
    return 1;
  }
  fclose(file);

  UErrorCode status = U_ZERO_ERROR;
  int32_t utf16_length = 0;
  u_strFromUTF8(NULL, 0, &utf16_length, utf8, (int32_t)size, &status);
  status = U_ZERO_ERROR;
  UChar *utf16 = malloc(sizeof(UChar) * ((size_t)utf16_length + 1));
  u_strFromUTF8(utf16, utf16_length + 1, &utf16_length, utf8, (int32_t)size, &status);
  check(status, "u_strFromUTF8");

  long paragraphs = 0;
  for (long i = 0; i < size; i++) paragraphs += utf8[i] == '\n';
  int64_t *starts = malloc(sizeof(int64_t) * (size_t)(paragraphs + 1));
  int64_t *lengths = malloc(sizeof(int64_t) * (size_t)(paragraphs + 1));
  long count = 0, start = 0, paragraph_bytes = 0;
  for (long i = 0; i <= size; i++) {
    if (i == size || utf8[i] == '\n') {
      if (i > start) {
        starts[count] = start;
        lengths[count] = i - start;
        paragraph_bytes += i - start;
        count++;
      }
      start = i + 1;
    }
  }

  UBreakIterator *breaker = ubrk_open(UBRK_LINE, "", NULL, 0, &status);
  check(status, "ubrk_open");
  Context context = {breaker, utf8, size, utf16, utf16_length, starts, lengths, count};
  long n = argc == 3 ? atol(argv[2]) : size;
  measure("text.linebreak", "icu", n, size, linebreak_utf8, &context);
  measure("text.linebreak", "icu-utf16", n, size, linebreak_utf16, &context);
  measure("text.row-height", "icu", n, paragraph_bytes, paragraphs_utf8, &context);
  ubrk_close(breaker);
  return 0;
}
