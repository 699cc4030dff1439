/// The new diary's Pages workflow: DevDiary's own, pinned and audited the same way
/// (`make lint-workflows`), with `swift test` and `swift run diary build` in place of the Makefile.
extension NewDiary {
    static let pagesWorkflow = """
        # Tests the articles' code and builds the diary on every pull request and push to main; a push
        # to main (or a manual run on main) also publishes it on GitHub Pages.
        # Enable it once: Settings → Pages → Build and deployment → Source: "GitHub Actions".
        name: Pages

        on:
          push:
            branches: [main]
          pull_request:
          workflow_dispatch:

        permissions: {}

        concurrency:
          group: pages-${{ github.ref }}
          cancel-in-progress: ${{ github.event_name == 'pull_request' }}

        jobs:
          build:
            name: Test and build
            runs-on: ubuntu-latest
            container: swift:6.3-bookworm
            permissions:
              contents: read
              pages: read # configure-pages looks up the site's address
            defaults:
              run:
                shell: bash
            steps:
              - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1
                with:
                  persist-credentials: false

              # The C libraries DevDiary's generator links.
              - name: Install the libraries
                run: >-
                  apt-get update -qq && apt-get install -y -qq pkg-config libcmark-gfm-dev
                  libcmark-gfm-extensions-dev libyaml-dev libarchive-dev libjemalloc-dev binaryen

              - name: Restore the build cache
                uses: actions/cache@27d5ce7f107fe9357f9df03efb73ab90386fccae # v5.0.5
                with:
                  path: .build
                  key: swiftpm-${{ runner.os }}-${{ hashFiles('Package.swift', 'Package.resolved', 'Content/**', 'Tests/**') }}
                  restore-keys: swiftpm-${{ runner.os }}-

              - name: Test the articles' code
                run: swift test

              - name: Look up the Pages address
                id: pages
                if: github.event_name != 'pull_request' && github.ref == 'refs/heads/main'
                uses: actions/configure-pages@45bfe0192ca1faeb007ade9deae92b16b8254a0d # v6.0.0

              - name: Build the site
                env:
                  PAGES_URL: ${{ steps.pages.outputs.base_url || format('https://{0}.github.io/{1}', github.repository_owner, github.event.repository.name) }}
                run: swift run -c release diary build --strict --output _site --base-url "${PAGES_URL%/}/"

              - name: Upload the site for Pages
                if: github.event_name != 'pull_request' && github.ref == 'refs/heads/main'
                uses: actions/upload-pages-artifact@fc324d3547104276b827a68afc52ff2a11cc49c9 # v5.0.0
                with:
                  path: _site
                  include-hidden-files: true

          deploy:
            name: Deploy
            needs: build
            if: github.event_name != 'pull_request' && github.ref == 'refs/heads/main'
            runs-on: ubuntu-latest
            permissions:
              pages: write # publishes the uploaded site
              id-token: write # proves to Pages that this run made the artifact
            concurrency:
              group: pages-deploy
              cancel-in-progress: false
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - name: Deploy
                id: deployment
                uses: actions/deploy-pages@cd2ce8fcbc39b97be8ca5fce6e763baed58fa128 # v5.0.0

        """
}
