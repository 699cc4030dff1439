/*
 * The read-parse-write floor of `make bench` (Benchmarks/run.py, tool `floor-rpw`): every
 * Markdown file of a folder read, parsed by libcmark-gfm with the GFM extensions diary uses,
 * and written as its own HTML file, on THREADS threads (file i on thread i % THREADS). What
 * no static site generator built on cmark-gfm can beat: no templates, no search, no feeds.
 *
 *     bench-floor THREADS CORPUS_FOLDER OUTPUT_FOLDER
 *
 * Compiled by run.py: cc -O2 floor.c -lcmark-gfm-extensions -lcmark-gfm -lpthread
 */
#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm.h>
#include <dirent.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *extension_names[] = {"table", "strikethrough", "autolink", "tagfilter", "tasklist"};

static char **names;
static size_t name_count;
static int thread_count;
static const char *corpus;
static const char *output;

struct task {
    int index;
    int failed;
};

static char *read_file(const char *path, size_t *length) {
    int descriptor = open(path, O_RDONLY);
    if (descriptor < 0) return NULL;
    struct stat info;
    if (fstat(descriptor, &info) != 0) {
        close(descriptor);
        return NULL;
    }
    char *bytes = malloc((size_t)info.st_size + 1);
    size_t done = 0;
    while (bytes && done < (size_t)info.st_size) {
        ssize_t got = read(descriptor, bytes + done, (size_t)info.st_size - done);
        if (got <= 0) break;
        done += (size_t)got;
    }
    close(descriptor);
    *length = done;
    return bytes;
}

static int write_file(const char *path, const char *bytes, size_t length) {
    int descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (descriptor < 0) return -1;
    size_t done = 0;
    while (done < length) {
        ssize_t wrote = write(descriptor, bytes + done, length - done);
        if (wrote <= 0) break;
        done += (size_t)wrote;
    }
    close(descriptor);
    return done == length ? 0 : -1;
}

static void *work(void *argument) {
    struct task *task = argument;
    char path[4096];
    for (size_t index = (size_t)task->index; index < name_count; index += (size_t)thread_count) {
        snprintf(path, sizeof path, "%s/%s", corpus, names[index]);
        size_t length = 0;
        char *markdown = read_file(path, &length);
        if (!markdown) {
            task->failed = 1;
            continue;
        }
        cmark_parser *parser = cmark_parser_new(CMARK_OPT_DEFAULT);
        for (size_t extension = 0; extension < sizeof extension_names / sizeof *extension_names; extension++) {
            cmark_syntax_extension *found = cmark_find_syntax_extension(extension_names[extension]);
            if (found) cmark_parser_attach_syntax_extension(parser, found);
        }
        cmark_parser_feed(parser, markdown, length);
        cmark_node *document = cmark_parser_finish(parser);
        char *html = cmark_render_html(document, CMARK_OPT_DEFAULT, cmark_parser_get_syntax_extensions(parser));
        snprintf(path, sizeof path, "%s/%s.html", output, names[index]);
        if (write_file(path, html, strlen(html)) != 0) task->failed = 1;
        free(html);
        cmark_node_free(document);
        cmark_parser_free(parser);
        free(markdown);
    }
    return NULL;
}

int main(int argc, char **argv) {
    if (argc != 4 || (thread_count = atoi(argv[1])) < 1) {
        fprintf(stderr, "usage: %s THREADS CORPUS_FOLDER OUTPUT_FOLDER\n", argv[0]);
        return 2;
    }
    corpus = argv[2];
    output = argv[3];
    cmark_gfm_core_extensions_ensure_registered();
    DIR *folder = opendir(corpus);
    if (!folder) {
        perror(corpus);
        return 1;
    }
    size_t capacity = 1024;
    names = malloc(capacity * sizeof *names);
    struct dirent *entry;
    while ((entry = readdir(folder))) {
        size_t length = strlen(entry->d_name);
        if (length < 4 || strcmp(entry->d_name + length - 3, ".md") != 0) continue;
        if (name_count == capacity) names = realloc(names, (capacity *= 2) * sizeof *names);
        names[name_count++] = strdup(entry->d_name);
    }
    closedir(folder);
    mkdir(output, 0755);
    pthread_t threads[thread_count];
    struct task tasks[thread_count];
    for (int index = 0; index < thread_count; index++) {
        tasks[index] = (struct task){index, 0};
        pthread_create(&threads[index], NULL, work, &tasks[index]);
    }
    int failed = 0;
    for (int index = 0; index < thread_count; index++) {
        pthread_join(threads[index], NULL);
        failed |= tasks[index].failed;
    }
    if (failed) fprintf(stderr, "some files could not be read or written\n");
    printf("%zu files\n", name_count);
    return failed;
}
