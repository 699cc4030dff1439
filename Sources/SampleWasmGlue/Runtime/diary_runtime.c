/* The runtime of every sample module's WebAssembly (Embedded Swift on wasm32, no libc).
 *
 * Not compiled by SwiftPM: SourceEmbedderPlugin embeds this file as text (WasmRuntimeSources) and
 * SampleWasm compiles it with the toolchain's clang for each module (RuntimeShim). The names that
 * cross to the host are those of WasmWireFormat's WireFormat: the import
 * wasi_snapshot_preview1.fd_write, the exports diary_flush and _start, the record channel
 * diary_preview_record (descriptor 2) and the glue's diary_draw_previews.
 *
 * The allocator hands out power-of-two blocks from memory.grow-n pages behind a 16-byte header that
 * records the block's size class; free puts a block on its class's list for reuse. That wastes up
 * to half of each block but stays short and never fragments badly for the doctests' small,
 * short-lived values. Loops are written by hand and -fno-builtin keeps clang from turning them back
 * into calls to the very functions they define. */
typedef unsigned long size_t;
typedef unsigned char u8;
typedef unsigned long long u64;

extern u8 __heap_base;

/* WASI's output call: descriptor, array of (pointer, length) buffers, their count, bytes written. */
typedef struct { const void *bytes; size_t count; } io_buffer;
__attribute__((import_module("wasi_snapshot_preview1"), import_name("fd_write")))
int fd_write(int descriptor, const io_buffer *buffers, size_t buffer_count, size_t *written);

static void host_write_to(int descriptor, const u8 *bytes, size_t count) {
    while (count) {
        io_buffer buffer = {bytes, count};
        size_t written = 0;
        if (fd_write(descriptor, &buffer, 1, &written) != 0 || written == 0 || written > count) return;
        bytes += written;
        count -= written;
    }
}

static void host_write(const void *bytes, size_t count) { host_write_to(1, bytes, count); }

/* The preview records' channel: descriptor 2, which print's buffer never writes to. */
void diary_preview_record(const u8 *bytes, size_t count) { host_write_to(2, bytes, count); }

/* Allocation: size classes 2^4 ... 2^31, a free list per class, a bump pointer for new blocks. */
#define HEADER 16
static u8 *heap_top, *heap_end;
static void *free_lists[32];

static int size_class(size_t size) {
    int cls = 4;
    while (cls < 31 && ((size_t)1 << cls) < size) cls++;
    return cls;
}

static void *carve(size_t size, size_t alignment) {
    if (!heap_top) {
        heap_top = &__heap_base;
        heap_end = (u8 *)(__builtin_wasm_memory_size(0) * 65536);
    }
    size_t start = ((size_t)heap_top + HEADER + alignment - 1) & ~(alignment - 1);
    size_t end = start + size;
    if (end < start) return 0;
    while (end > (size_t)heap_end) {
        size_t pages = (end - (size_t)heap_end + 65535) / 65536;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
        heap_end = (u8 *)(__builtin_wasm_memory_size(0) * 65536);
    }
    heap_top = (u8 *)end;
    return (void *)start;
}

static void *allocate(size_t size, size_t alignment) {
    if (size > ((size_t)1 << 31)) return 0;
    int cls = size_class(size);
    void *block;
    if (alignment <= HEADER && free_lists[cls]) {
        block = free_lists[cls];
        free_lists[cls] = *(void **)block;
    } else if (!(block = carve((size_t)1 << cls, alignment < HEADER ? HEADER : alignment))) {
        return 0;
    }
    ((int *)block)[-1] = cls;
    return block;
}

void *malloc(size_t size) { return allocate(size, HEADER); }

void free(void *block) {
    if (!block) return;
    int cls = ((int *)block)[-1];
    *(void **)block = free_lists[cls];
    free_lists[cls] = block;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    void *block = allocate(size, alignment);
    if (!block) return 12; /* ENOMEM */
    *result = block;
    return 0;
}

/* The mem* family. */
void *memcpy(void *to, const void *from, size_t count) {
    u8 *d = to;
    const u8 *s = from;
    while (count--) *d++ = *s++;
    return to;
}

void *memmove(void *to, const void *from, size_t count) {
    u8 *d = to;
    const u8 *s = from;
    if (d < s) while (count--) *d++ = *s++;
    else while (count--) d[count] = s[count];
    return to;
}

void *memset(void *to, int value, size_t count) {
    u8 *d = to;
    while (count--) *d++ = (u8)value;
    return to;
}

int memcmp(const void *left, const void *right, size_t count) {
    const u8 *a = left, *b = right;
    for (; count--; a++, b++) if (*a != *b) return *a - *b;
    return 0;
}

/* Standard output: buffered, handed to the host by fd_write on descriptor 1. */
static u8 output[4096];
static size_t output_count;

void diary_flush(void) {
    if (output_count) host_write(output, output_count);
    output_count = 0;
}

/* The command entry point: draws the module's previews when it has any (the symbol is weak,
   so a module without them links), runs its doctests, then hands over what is left in the buffer. */
__attribute__((weak)) void diary_draw_previews(void);
/* Runs every doctest, each after a marker line on standard output, so the build can compare what
   they print with the articles' recorded output (weak too: a module without doctests links). */
__attribute__((weak)) void diary_run_doctests(void);

void _start(void) {
    if (diary_draw_previews) diary_draw_previews();
    diary_flush();
    if (diary_run_doctests) diary_run_doctests();
    diary_flush();
}

int putchar(int character) {
    output[output_count++] = (u8)character;
    if (output_count == sizeof output) diary_flush();
    return character;
}

/* Random bytes for Hasher seeds and SystemRandomNumberGenerator: SplitMix64 from a fixed seed, so a
   module behaves the same on every run (a doctest's output must not change from run to run). */
static u64 random_state = 0x9e3779b97f4a7c15ull;

void arc4random_buf(void *buffer, size_t count) {
    u8 *bytes = buffer;
    while (count) {
        u64 z = (random_state += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        z ^= z >> 31;
        for (int i = 0; i < 8 && count; i++, count--) *bytes++ = (u8)(z >> (8 * i));
    }
}

/* libm's round (halves away from zero) and fmod (exact, on the bits), as C specifies them. */
typedef union { double value; u64 bits; } double_bits;

double round(double x) {
    double whole = __builtin_trunc(x);
    if (__builtin_fabs(x - whole) >= 0.5) whole += x > 0 ? 1.0 : -1.0;
    return whole;
}

double fmod(double x, double y) {
    double_bits ux = {x}, uy = {y};
    int ex = (int)(ux.bits >> 52 & 0x7ff), ey = (int)(uy.bits >> 52 & 0x7ff);
    u64 sign = ux.bits >> 63, mx = ux.bits, my = uy.bits, shifted;
    if (my << 1 == 0 || y != y || ex == 0x7ff) return (x * y) / (x * y);
    if (mx << 1 <= my << 1) return mx << 1 == my << 1 ? 0 * x : x;
    /* Mantissas with the implicit bit, subnormals normalised. */
    if (!ex) {
        for (shifted = mx << 12; shifted >> 63 == 0; ex--, shifted <<= 1) {}
        mx <<= -ex + 1;
    } else {
        mx = (mx & (~0ull >> 12)) | 1ull << 52;
    }
    if (!ey) {
        for (shifted = my << 12; shifted >> 63 == 0; ey--, shifted <<= 1) {}
        my <<= -ey + 1;
    } else {
        my = (my & (~0ull >> 12)) | 1ull << 52;
    }
    /* Long division, one bit of exponent difference at a time. */
    for (; ex > ey; ex--) {
        shifted = mx - my;
        if (shifted >> 63 == 0) {
            if (shifted == 0) return 0 * x;
            mx = shifted;
        }
        mx <<= 1;
    }
    shifted = mx - my;
    if (shifted >> 63 == 0) {
        if (shifted == 0) return 0 * x;
        mx = shifted;
    }
    for (; mx >> 52 == 0; mx <<= 1, ex--) {}
    if (ex > 0) mx = (mx - (1ull << 52)) | (u64)ex << 52;
    else mx >>= -ex + 1;
    ux.bits = mx | sign << 63;
    return ux.value;
}

/* compiler-rt's 128-bit multiply (Double printing uses it); i128 travels as two i64 halves. */
typedef struct { u64 low, high; } u128;

u128 __multi3(u64 a_low, u64 a_high, u64 b_low, u64 b_high) {
    u64 a0 = a_low & 0xffffffff, a1 = a_low >> 32, b0 = b_low & 0xffffffff, b1 = b_low >> 32;
    u64 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    u64 middle = (p00 >> 32) + (p01 & 0xffffffff) + (p10 & 0xffffffff);
    u128 product;
    product.low = (p00 & 0xffffffff) | (middle << 32);
    product.high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32) + a_low * b_high + a_high * b_low;
    return product;
}
