Button(action: takePhoto) {
    ZStack {
        Image("shutter-backing")
        Image("shutter-icon")
    }
}
