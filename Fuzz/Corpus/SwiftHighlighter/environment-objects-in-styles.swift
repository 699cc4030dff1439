final class AccessSettings: ObservableObject {
    @Published var mode: AccessMode = .child
}

struct ModeButtonStyle: ButtonStyle {
    @EnvironmentObject var settings: AccessSettings

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .background(Color(settings.mode.buttonColor))
            .clipShape(Capsule())
    }
}

struct CameraScreen: View {
    @ObservedObject var settings: AccessSettings

    var body: some View {
        Button("Снять") {}
            .buttonStyle(ModeButtonStyle())
            .environmentObject(settings)
    }
}
