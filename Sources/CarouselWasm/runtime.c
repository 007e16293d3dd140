// The freestanding C runtime carousel-core.wasm needs, for a wasm32 module with no libc:
// memory allocation, the mem* functions, round, and arc4random_buf for hash seeds. The
// other math functions (exp, log, sin, cos) are imported from the host.
//
// Built by `make wasm` with the Swift toolchain's clang: --target=wasm32 -nostdlib -O2.

typedef __SIZE_TYPE__ size_t;
typedef unsigned char byte;

// MARK: - Memory

// A size-class allocator: every block is a power of two from 32 bytes up, carved from the
// top of the heap and kept on a free list of its class when freed. Blocks are never split
// or merged: the engine's allocations are small and repeat every frame, so a freed block
// is reused at once, and memory stays bounded by the peak of what is alive.

#define HEADER 16            // bytes before each block: its class; keeps 16-byte alignment
#define SMALLEST_CLASS 5     // 32 bytes
#define CLASS_COUNT 32
#define PAGE 65536

extern byte __heap_base;

static byte *heap_top = 0;   // next free byte of the heap
static byte *heap_end = 0;   // end of the memory grown so far
static void *free_lists[CLASS_COUNT];

static int size_class(size_t size) {
  int c = SMALLEST_CLASS;
  while (((size_t)1 << c) < size + HEADER) {
    if (++c >= CLASS_COUNT) return -1;
  }
  return c;
}

static void *carve(size_t bytes) {
  if (!heap_top) heap_top = heap_end = (byte *)(((size_t)&__heap_base + 15) & ~(size_t)15);
  if ((size_t)(heap_end - heap_top) < bytes) {
    size_t needed = bytes - (size_t)(heap_end - heap_top);
    size_t pages = (needed + PAGE - 1) / PAGE;
    if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
    heap_end = (byte *)(__builtin_wasm_memory_size(0) * PAGE);
  }
  void *block = heap_top;
  heap_top += bytes;
  return block;
}

static void *allocate(size_t size) {
  int c = size_class(size);
  if (c < 0) return 0;
  byte *block = free_lists[c];
  if (block) {
    free_lists[c] = *(void **)block;
  } else {
    block = carve((size_t)1 << c);
    if (!block) return 0;
  }
  *(int *)block = c;
  return block + HEADER;
}

void free(void *pointer) {
  if (!pointer) return;
  byte *block = (byte *)pointer - HEADER;
  int c = *(int *)block;
  *(void **)block = free_lists[c];
  free_lists[c] = block;
}

void *malloc(size_t size) { return allocate(size); }

// Blocks are 16-byte aligned; larger alignments are refused (Swift asks for at most 16).
int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment > HEADER) return 22;  // EINVAL
  void *pointer = allocate(size);
  if (!pointer) return 12;  // ENOMEM
  *result = pointer;
  return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
  void *pointer = 0;
  return posix_memalign(&pointer, alignment, size) == 0 ? pointer : 0;
}

// MARK: - Bytes

void *memcpy(void *destination, const void *source, size_t count) {
  byte *d = destination;
  const byte *s = source;
  while (count--) *d++ = *s++;
  return destination;
}

void *memmove(void *destination, const void *source, size_t count) {
  byte *d = destination;
  const byte *s = source;
  if (d < s) {
    while (count--) *d++ = *s++;
  } else {
    d += count;
    s += count;
    while (count--) *--d = *--s;
  }
  return destination;
}

void *memset(void *destination, int value, size_t count) {
  byte *d = destination;
  while (count--) *d++ = (byte)value;
  return destination;
}

int memcmp(const void *lhs, const void *rhs, size_t count) {
  const byte *a = lhs, *b = rhs;
  for (; count; count--, a++, b++) {
    if (*a != *b) return *a - *b;
  }
  return 0;
}

// MARK: - Math

// Half-way cases away from zero, as C's round.
double round(double x) {
  double t = __builtin_trunc(x);
  double fraction = x - t;
  if (fraction >= 0.5) return t + 1;
  if (fraction <= -0.5) return t - 1;
  return t;
}

// MARK: - Randomness

// Hash seeds only: the module holds no secrets and a page's tables are tiny, so a fixed,
// well-mixed sequence (SplitMix64) is enough and keeps every run the same.
void arc4random_buf(void *buffer, size_t count) {
  static unsigned long long state = 0x9E3779B97F4A7C15ull;
  byte *out = buffer;
  while (count) {
    unsigned long long z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    for (int i = 0; i < 8 && count; i++, count--) *out++ = (byte)(z >> (8 * i));
  }
}
