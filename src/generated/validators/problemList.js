// Generated code. Do not modify. Run npm run gen.
export const validate = validate55;

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.tabs === undefined) && (missing0 = "tabs")){
validate55.errors = [{instancePath,keyword:"required",message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.tabs !== undefined){
let data0 = data.tabs;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.title === undefined) && (missing1 = "title")) || ((data1.items === undefined) && (missing1 = "items"))){
validate55.errors = [{instancePath:instancePath+"/tabs/" + i0,keyword:"required",message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.title !== undefined){
const _errs5 = errors;
if(typeof data1.title !== "string"){
validate55.errors = [{instancePath:instancePath+"/tabs/" + i0+"/title",keyword:"type",message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.items !== undefined){
let data3 = data1.items;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid3 = true;
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing2;
if(((((data4.id === undefined) && (missing2 = "id")) || ((data4.time === undefined) && (missing2 = "time"))) || ((data4.type === undefined) && (missing2 = "type"))) || ((data4.content === undefined) && (missing2 = "content"))){
validate55.errors = [{instancePath:instancePath+"/tabs/" + i0+"/items/" + i1,keyword:"required",message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data4.id !== undefined){
let data5 = data4.id;
const _errs11 = errors;
if((typeof data5 !== "string") && (!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5))))){
validate55.errors = [{instancePath:instancePath+"/tabs/" + i0+"/items/" + i1+"/id",keyword:"type",message:"must be string,integer"}];
return false;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.time !== undefined){
let data6 = data4.time;
const _errs13 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate55.errors = [{instancePath:instancePath+"/tabs/" + i0+"/items/" + i1+"/time",keyword:"type",message:"must be integer"}];
return false;
}
var valid4 = _errs13 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.type !== undefined){
const _errs15 = errors;
if(typeof data4.type !== "string"){
validate55.errors = [{instancePath:instancePath+"/tabs/" + i0+"/items/" + i1+"/type",keyword:"type",message:"must be string"}];
return false;
}
var valid4 = _errs15 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.content !== undefined){
const _errs17 = errors;
if(typeof data4.content !== "string"){
validate55.errors = [{instancePath:instancePath+"/tabs/" + i0+"/items/" + i1+"/content",keyword:"type",message:"must be string"}];
return false;
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/tabs/" + i0+"/items/" + i1,keyword:"type",message:"must be object"}];
return false;
}
}
var valid3 = _errs9 === errors;
if(!valid3){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/tabs/" + i0+"/items",keyword:"type",message:"must be array"}];
return false;
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/tabs/" + i0,keyword:"type",message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate55.errors = [{instancePath:instancePath+"/tabs",keyword:"type",message:"must be array"}];
return false;
}
}
}
}
}
else {
validate55.errors = [{instancePath,keyword:"type",message:"must be object"}];
return false;
}
}
validate55.errors = vErrors;
return errors === 0;
}
